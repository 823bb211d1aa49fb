# Mistake: "Gradients must reach w and exactly the rows of emb that the tree uses" — detaches subtrees deeper than two levels (truncated backprop to save memory), so deep leaves get no gradient.
def encode(tree, emb, w, depth=0):
    if isinstance(tree, int):
        vec = emb[tree]
    else:
        left, right = tree
        vec = torch.tanh(torch.cat([encode(left, emb, w, depth + 1),
                                    encode(right, emb, w, depth + 1)]) @ w)
    return vec.detach() if depth >= 2 else vec
