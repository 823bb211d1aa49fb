# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" (the tree's shape decides the graph): the leaves are read left to right and folded like a sequence, so ((a, b), c) comes out right but (a, (b, c)) is encoded as ((a, b), c).
def encode(tree, emb, w):
    def leaves(t):
        return [t] if isinstance(t, int) else leaves(t[0]) + leaves(t[1])

    order = leaves(tree)
    vector = emb[order[0]]
    for i in order[1:]:                          # combine with each next leaf in turn
        vector = torch.tanh(torch.cat([vector, emb[i]]) @ w)
    return vector
