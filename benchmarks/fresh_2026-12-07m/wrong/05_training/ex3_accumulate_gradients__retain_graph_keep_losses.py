# Mistake: "so only one micro-batch's graph is in memory at a time": calls backward(retain_graph=True) and keeps every weighted loss in a list to sum at the end, so the saved tensors of all micro-batches' graphs stay alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward(retain_graph=True)
        losses.append(loss)
    return sum(losses).item()
