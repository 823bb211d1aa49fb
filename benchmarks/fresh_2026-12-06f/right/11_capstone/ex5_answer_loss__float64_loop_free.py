# Right: log_softmax computed in float64 (returned in the logits' dtype), the predictions of the last answer_len tokens are logits positions L-answer_len..L-1 (teacher-forcing shift), gathered at the targets and averaged over batch and tokens; reshape-free, so any memory layout works
import torch


def answer_loss(logits, sequences, answer_len):
    L = logits.shape[1]
    pred = logits[:, L - answer_len:, :]
    target = sequences[:, sequences.shape[1] - answer_len:]
    logp = torch.log_softmax(pred.to(torch.float64), dim=-1)
    nll = -logp.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    return nll.mean().to(logits.dtype)
