# Diagnosis: domain-wrong-state
# Pitfall: "clears" by giving every parameter a zero gradient, frozen ones included: a frozen parameter
# now holds a gradient (an optimizer with weight decay or momentum would move it).
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        for p in model.parameters():
            p.grad = torch.zeros_like(p)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
