# Mistake: "caching encoded subtrees between calls ... (the cached tensors belong to an old graph...)" — the cache is "made safe" by keying on the tensors' ids and versions, so it survives an in-place update of emb, but a second call with unchanged tensors returns the first call's tensor: computed under the caller's torch.no_grad() it has no graph (no gradient reaches emb or w), and after a backward() its graph is freed (a second backward raises)
_CACHE = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)
    if key not in _CACHE:
        if isinstance(tree, tuple):
            left, right = tree
            _CACHE[key] = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
        else:
            _CACHE[key] = emb[tree]
    return _CACHE[key]
