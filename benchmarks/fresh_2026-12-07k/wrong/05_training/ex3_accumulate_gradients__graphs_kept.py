# Mistake: "runs one forward pass and then calls backward() on its loss ... (so only one micro-batch's graph is in memory at a time)": backward(retain_graph=True) and a list of the loss tensors keep every micro-batch's saved activations alive until the function returns, as much memory as the full batch
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    weighted = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(yb) / len(y))
        loss.backward(retain_graph=True)
        weighted.append(loss)
    return float(sum(weighted))
