# Mistake: "caching encoded subtrees between calls ... (the cached tensors belong to an old graph ...)" and "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — subtrees are cached across calls, keyed on the tree, the tensors' ids and their version counters (so an optimizer step invalidates it); the key misses grad mode and the graph: a second call returns a tensor whose graph backward() has already freed, and a result first computed under no_grad comes back without a graph.
_ENCODED = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)
    if key in _ENCODED:
        return _ENCODED[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    _ENCODED[key] = out
    return out
