# Mistake: "for each micro-batch in turn runs **one** forward pass and then calls `backward()` on its loss ... (so only one micro-batch's graph is in memory at a time)" and "graphs freed as the reference frees them" — backpropagates with retain_graph=True and keeps the weighted loss tensors in a running sum, so every micro-batch's graph and saved tensors stay alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        weighted.backward(retain_graph=True)             # the total still needs the graph
        total = total + weighted
    return total.item()
