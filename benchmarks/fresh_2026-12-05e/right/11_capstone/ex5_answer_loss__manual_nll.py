# Right: log_softmax over the vocabulary (last dim), gather of each answer token's log-probability from the logits that predict it (position t -> token t+1), mean over batch and tokens; differentiable and in the logits' dtype
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, -answer_len:, :], dim=-1)
    target = sequences[:, -answer_len:].unsqueeze(-1)
    picked = torch.gather(logp, 2, target).squeeze(-1)
    return -picked.mean()
