# Mistake: "the loss may be float32 for float64 logits (computed in float32)" — the loss is computed in float16 (to "match mixed precision"), losing about three decimal digits and returning a float16 loss
import torch
import torch.nn.functional as F


def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:, :].to(torch.float16)
    target = sequences[:, -answer_len:]
    logp = pred.log_softmax(dim=-1)
    return -logp.gather(-1, target.unsqueeze(-1)).mean()
