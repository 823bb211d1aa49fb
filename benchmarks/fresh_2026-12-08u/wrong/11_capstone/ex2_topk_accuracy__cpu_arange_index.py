# Mistake: "inputs on an accelerator (a GPU): the work runs on that device ... tensors made on the CPU do not mix with its tensors" — it picks each row's true logit with logits[torch.arange(N), labels.long()], the arange made on the CPU, so logits on an accelerator raise a device error.
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    true_logit = logits[torch.arange(n), labels.long()]
    kth = logits.topk(k, dim=1).values[:, -1]
    return (true_logit >= kth).float().mean().item()
