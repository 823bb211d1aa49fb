# Mistake: "Gradients must reach `w` and exactly the rows of `emb` that the tree uses" / dtype float64 — the leaf row is picked by a one-hot float32 vector times emb: the rows stay right for float32, but for float64 emb the product raises (float32 @ float64), and the one-hot is made on the CPU, so meta/accelerator inputs fail.
def encode(tree, emb, w):
    if isinstance(tree, int):
        onehot = torch.zeros(emb.shape[0])
        onehot[tree] = 1.0
        return onehot @ emb
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
