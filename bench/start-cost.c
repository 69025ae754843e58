/* start-cost: what a command costs from start to end, as a person typing
 * it pays: runs it RUNS times and prints the median and 90th percentile of
 * the wall-clock time, the median of its CPU time (user + system: what
 * other work on the machine moves less than the wall clock) and the median
 * and largest peak resident memory (the child's ru_maxrss).  A small program of its own, not a script: a
 * child forked from a large interpreter starts with the interpreter's
 * pages, and ru_maxrss would count them.
 * usage: start-cost RUNS COMMAND [ARGUMENT...] */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  int runs = argc > 2 ? atoi (argv[1]) : 0;
  double *wall, *cpu, *rss;

  if (runs < 1 || runs > 10000)
    {
      fprintf (stderr, "usage: start-cost RUNS COMMAND [ARGUMENT...] (RUNS 1 to 10000)\n");
      return 2;
    }
  wall = calloc ((size_t) runs, sizeof *wall);
  cpu = calloc ((size_t) runs, sizeof *cpu);
  rss = calloc ((size_t) runs, sizeof *rss);
  for (int i = 0; i < runs; i++)
    {
      struct timespec t0, t1;
      struct rusage usage;
      int status;
      pid_t pid;

      clock_gettime (CLOCK_MONOTONIC, &t0);
      pid = fork ();
      if (pid == 0)
        {
          int null = open ("/dev/null", O_WRONLY);
          dup2 (null, STDOUT_FILENO);
          execvp (argv[2], argv + 2);
          perror (argv[2]);
          _exit (127);
        }
      if (pid < 0 || wait4 (pid, &status, 0, &usage) != pid)
        {
          perror ("start-cost");
          return 1;
        }
      clock_gettime (CLOCK_MONOTONIC, &t1);
      if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          fprintf (stderr, "start-cost: %s failed (status %d)\n", argv[2], status);
          return 1;
        }
      wall[i] = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
      cpu[i] = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
      rss[i] = usage.ru_maxrss / 1024.0;
    }
  qsort (wall, (size_t) runs, sizeof *wall, compare_double);
  qsort (cpu, (size_t) runs, sizeof *cpu, compare_double);
  qsort (rss, (size_t) runs, sizeof *rss, compare_double);
  printf ("wall ms median=%.2f p90=%.2f; user+sys ms median=%.2f; peak resident MB median=%.1f max=%.1f (%d runs)\n",
          wall[runs / 2], wall[(runs - 1) * 9 / 10], cpu[runs / 2], rss[runs / 2], rss[runs - 1], runs);
  free (wall);
  free (cpu);
  free (rss);
  return 0;
}
