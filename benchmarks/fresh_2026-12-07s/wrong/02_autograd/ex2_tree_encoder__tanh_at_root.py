# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`": tanh is applied once at the root only, so inner nodes below the root skip it; wrong on any tree of depth 2 or more, e.g. ((0, 1), 2).
def encode(tree, emb, w):
    def combine(t):
        if isinstance(t, int):
            return emb[t]
        left, right = t
        return torch.cat([combine(left), combine(right)]) @ w
    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(combine(tree))
