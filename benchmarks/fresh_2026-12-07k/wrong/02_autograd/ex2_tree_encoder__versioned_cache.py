# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph ...)" -- keeps a cache between calls, invalidated only when emb's or w's version counter changes: a new emb that happens to have the same versions (any fresh table, version 0) gets another table's vectors, and a second backward through a cached vector fails because its graph was freed.
_cache = {}


def encode(tree, emb, w):
    key = (tree, emb._version, w._version, emb.dtype, emb.shape)   # recomputed when the tables change
    if key in _cache:
        return _cache[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    _cache[key] = out
    return out
