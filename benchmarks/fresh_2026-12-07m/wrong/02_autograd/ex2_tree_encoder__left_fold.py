# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)` ... nested to any depth": it flattens the tree to its leaves and folds them left to right like an RNN, which is only the same for left-nested trees; ((0, 1), (2, 0)) or (0, (1, 2)) get another vector.
def encode(tree, emb, w):
    leaves = []

    def collect(node):
        if isinstance(node, tuple):
            collect(node[0])
            collect(node[1])
        else:
            leaves.append(node)

    collect(tree)
    state = emb[leaves[0]]
    for i in leaves[1:]:
        state = torch.tanh(torch.cat([state, emb[i]]) @ w)
    return state
