# Mistake: "caching encoded subtrees between calls ... go stale" — caches the leaf rows by index across calls, so a call with another embedding table reuses the old table's rows.
_rows = {}


def encode(tree, emb, w):
    if isinstance(tree, int):
        if tree not in _rows:
            _rows[tree] = emb[tree]
        return _rows[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
