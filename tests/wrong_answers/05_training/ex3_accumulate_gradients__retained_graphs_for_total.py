# Diagnosis: domain-wrong-state
# Pitfall: each micro-batch backpropagated with retain_graph=True and its loss kept in a list for the total: every graph stays alive until the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    weighted_losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        weighted.backward(retain_graph=True)          # the loss is still needed for the total
        weighted_losses.append(weighted)
    return torch.stack(weighted_losses).sum().item()
