/* mj-hand-kernel.h (private): the discard-table kernel of mj-hand.c,
 * written once and included twice, for a scalar vector type and for SSSE3.
 *
 * The includer defines KV (a 16-lane byte vector), KATTR (function
 * attributes), KFN(name) (the name with its variant suffix), and:
 *   KV    K_LOAD (const guint8 *lanes)     a class's 16 lanes
 *   KV    K_CONV (KV a, KV b, guint n)      two groups of suits together
 *   guint K_FINISH (KV a, KV b, guint n)    least need of n sets and a pair
 *   KV    K_PREPARE (KV b, guint n)         b arranged for K_ABOVE
 *   gboolean K_ABOVE (KV a, KV prep, guint limit)
 *                                           does some split of a and b sum above limit?
 * Lanes hold 15 − need (0 = hopeless), as in mj-suit-table.h.  The
 * caller checks n <= 5 (the lanes hold five sets); the tables are read
 * through lanes_of (), which bounds the key.
 */

/* For each discard d of a 3n+2 hand: need[d], what the 3n+1 hand after it
 * lacks, and improving[d], the draws (among `kinds`) that lower it, for
 * the discards in `expand` (the others get 0).  A draw
 * lowers the need by one at most, so the mask says everything.  A draw in
 * another suit than the discard's sees that suit's content unchanged, so
 * those draws are loaded once for all discards. */
static KATTR void
KFN (standard_efficiency) (const MjHand *hand,
                           guint         n,
                           guint64       kinds,
                           guint64       expand,
                           guint8       *need,
                           guint64      *improving)
{
  KV v[4], pair[4][4], rest3[4];
  KV drawn[MJ_N_KINDS];   /* each suit with one more tile of a kind */

  for (guint s = 0; s < 4; s++)
    v[s] = K_LOAD (lanes_of (s, hand->keys[s]));
  for (guint a = 0; a < 4; a++)
    for (guint b = a + 1; b < 4; b++)
      pair[a][b] = pair[b][a] = K_CONV (v[a], v[b], n);
  for (guint s = 0; s < 4; s++)
    rest3[s] = K_CONV (pair[(s + 1) % 4][(s + 2) % 4], v[(s + 3) % 4], n);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (hand->counts[t] < 4)
      {
        guint ts = mj_tile_suit (t);
        guint32 key = hand->keys[ts] + tile_step (t);
        drawn[t] = K_LOAD (lanes_of (ts, key));
      }

  for (MjTile d = 0; d < MJ_N_KINDS; d++)
    {
      guint ds, before, limit;
      guint32 dkey;
      KV dv, rest[4];
      guint64 mask = 0;

      if (hand->counts[d] == 0)
        continue;
      ds = mj_tile_suit (d);
      dkey = hand->keys[ds] - tile_step (d);
      dv = K_LOAD (lanes_of (ds, dkey));
      before = K_FINISH (dv, rest3[ds], n);
      need[d] = (guint8) before;
      improving[d] = 0;
      if (!((expand >> d) & 1))
        continue;

      /* A draw helps when some split reaches a lane sum above this; lanes
       * outside the splits hold 15 at most, so it must be above 15. */
      if (before == 0 || before > 14)
        {
          improving[d] = 0;
          if (before > 14)
            g_warning ("hand too far from any shape to analyse draws");
          continue;
        }
      limit = 30u - before;

      for (guint y = 0; y < 4; y++)
        if (y != ds)
          {
            guint o[2], k = 0;
            for (guint s = 0; s < 4; s++)
              if (s != ds && s != y)
                o[k++] = s;
            rest[y] = K_PREPARE (K_CONV (dv, pair[o[0]][o[1]], n), n);
          }
      rest[ds] = K_PREPARE (rest3[ds], n);

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          guint ts = mj_tile_suit (t);
          KV cand;

          if (!((kinds >> t) & 1))
            continue;
          if (ts == ds)
            {
              guint32 key;
              if (hand->counts[t] - (t == d) >= 4)
                continue;
              key = dkey + tile_step (t);
              cand = K_LOAD (lanes_of (ts, key));
            }
          else if (hand->counts[t] >= 4)
            continue;
          else
            cand = drawn[t];
          if (K_ABOVE (cand, rest[ts], limit))
            mask |= G_GUINT64_CONSTANT (1) << t;
        }
      improving[d] = mask;
    }
}
