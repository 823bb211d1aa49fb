# Mistake: "memory: the tensors saved for backward that are alive at any one time are at most 1.5 times the reference's (graphs freed as the reference frees them)": backward(retain_graph=True) plus a running total kept as a tensor holds every micro-batch's graph, with its saved activations, until the function returns (k micro-batches: about k times the reference's memory).
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        weighted.backward(retain_graph=True)         # keep the graph: total still refers to it
        total = total + weighted
    return total.item()
