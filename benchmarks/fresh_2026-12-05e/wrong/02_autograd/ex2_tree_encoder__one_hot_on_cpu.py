# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and float64) — the leaf row is picked with a one-hot vector made on the CPU in float32, which cannot multiply an accelerator's (or a float64) table.
import torch.nn.functional as F


def encode(tree, emb, w):
    if isinstance(tree, int):
        one_hot = F.one_hot(torch.tensor(tree), num_classes=emb.shape[0]).float()
        return one_hot @ emb
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
