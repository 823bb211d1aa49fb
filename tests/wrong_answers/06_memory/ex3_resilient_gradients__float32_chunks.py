# Diagnosis: wrong-gradients
# Pitfall: casting the chunks to float32 "to be safe": a float64 model's gradients lose precision (or fail).
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc.float().to(x.dtype)).float(), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
