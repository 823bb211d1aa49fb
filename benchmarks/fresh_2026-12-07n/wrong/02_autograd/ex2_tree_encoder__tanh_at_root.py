# Mistake: "a node (left, right) encodes to tanh(cat([encode(left), encode(right)]) @ w)" (the same rule at every node): tanh is applied once, at the root, so any tree deeper than one inner node gets the wrong vector.
def encode(tree, emb, w):
    def combine(t):
        if isinstance(t, int):
            return emb[t]
        left, right = t
        return torch.cat([combine(left), combine(right)]) @ w

    vector = combine(tree)
    return vector if isinstance(tree, int) else torch.tanh(vector)
