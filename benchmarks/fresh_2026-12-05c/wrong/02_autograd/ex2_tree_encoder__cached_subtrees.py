# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph, and go stale as soon as `emb` changes)" — a module-level cache keyed by the subtree returns old tensors for new emb/w
_CACHE = {}


def encode(tree, emb, w):
    if tree in _CACHE:
        return _CACHE[tree]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        out = torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]) @ w)
    _CACHE[tree] = out
    return out
