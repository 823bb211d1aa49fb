# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`": the helper returns the pre-activation of inner nodes and tanh is applied once at the root, so any tree with an inner node below the root (depth 2 or more) is encoded wrongly.
def encode(tree, emb, w):
    def combine(t):
        if isinstance(t, int):
            return emb[t]
        left, right = t
        return torch.cat([combine(left), combine(right)]) @ w

    out = combine(tree)
    return out if isinstance(tree, int) else torch.tanh(out)
