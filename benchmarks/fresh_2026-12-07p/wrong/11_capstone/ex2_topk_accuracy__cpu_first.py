# Mistake: "inputs on an accelerator (a GPU): the work runs on that device" and "(a `.cpu()` of the inputs, then the work on the CPU, reads them all)": both inputs are moved to the CPU first "so that .item() is cheap", which copies every logit and label back to the host.
def topk_accuracy(logits, labels, k):
    logits, labels = logits.detach().cpu(), labels.cpu()
    top = logits.topk(k, dim=1).indices
    return (top == labels.long().unsqueeze(1)).any(dim=1).float().mean().item()
