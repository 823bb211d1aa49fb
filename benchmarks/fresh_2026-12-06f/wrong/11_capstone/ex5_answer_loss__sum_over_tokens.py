# Mistake: "averaged over the batch and those tokens" — the per-token losses are summed over the answer tokens and averaged over the batch only, answer_len times too large for answer_len > 1
import torch.nn.functional as F


def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:, :]
    target = sequences[:, -answer_len:]
    total = F.cross_entropy(pred.reshape(-1, pred.shape[-1]), target.reshape(-1), reduction="sum")
    return total / logits.shape[0]
