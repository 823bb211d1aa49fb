# Mistake: "caching encoded subtrees between calls ... (the cached tensors belong to an old graph ...)" (must-handle: "a caller under torch.no_grad() (the result's requires_grad as the reference's)") — it caches per (subtree, id and version of emb and w); the key misses the grad mode (a result first computed under no_grad is returned later with no graph) and ids are reused for new tables after the old ones are freed, returning stale vectors.
_cache = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)
    if key in _cache:
        return _cache[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    _cache[key] = out
    return out
