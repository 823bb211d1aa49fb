# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" (nested to any depth) -- the leaves are flattened left to right and folded from the left, which is the tree's own structure only when it is left-nested: (0, (1, 2)) is encoded as ((0, 1), 2).
def encode(tree, emb, w):
    def leaves(t):
        return [t] if isinstance(t, int) else leaves(t[0]) + leaves(t[1])
    order = leaves(tree)
    vec = emb[order[0]]
    for i in order[1:]:
        vec = torch.tanh(torch.cat([vec, emb[i]]) @ w)
    return vec
