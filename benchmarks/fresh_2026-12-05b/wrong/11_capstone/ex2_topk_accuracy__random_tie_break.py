# Mistake: "global state as found" -- breaks ties by adding tiny random noise from the global generator (torch.rand_like), which advances the caller's random stream.
def topk_accuracy(logits, labels, k):
    noisy = logits + 1e-7 * torch.rand_like(logits)
    top = noisy.topk(k, dim=1).indices
    return float((top == labels[:, None].long()).any(1).float().mean())
