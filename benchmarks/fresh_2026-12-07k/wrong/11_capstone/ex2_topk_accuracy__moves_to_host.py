# Mistake: "inputs on an accelerator (a GPU): the work runs on that device, and the result is still a Python value": both tensors are copied to the CPU first (the result is a Python float anyway), so for accelerator inputs the top-k and the comparison run on the host, not on their device.
def topk_accuracy(logits, labels, k):
    logits, labels = logits.detach().cpu(), labels.cpu()      # the answer is a host number anyway
    top = logits.topk(k, dim=1).indices
    return (top == labels.unsqueeze(1)).any(dim=1).float().mean().item()
