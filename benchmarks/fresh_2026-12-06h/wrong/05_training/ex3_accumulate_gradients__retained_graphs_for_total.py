# Mistake: "for each micro-batch in turn runs **one** forward pass and then calls `backward()` on its loss, before the next micro-batch's forward pass (so only one micro-batch's graph is in memory at a time)" — each weighted loss is backpropagated with retain_graph=True and kept in a list to add up the returned loss at the end, so every micro-batch's graph and saved activations stay alive until the function returns: as much memory as the full batch.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    weighted_losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        weighted.backward(retain_graph=True)          # the loss is still needed for the total
        weighted_losses.append(weighted)
    return torch.stack(weighted_losses).sum().item()
