# Mistake: "each batch ... leave them unchanged ... the stream is iterated exactly once, and its batches come back unchanged" — Chan's merge centres each batch in place on batch.double(), but .double() of a float64 batch returns the batch itself, so every float64 batch in the stream is overwritten with its centred values.
def streaming_mean_std(batches):
    n = mean = m2 = None
    for batch in batches:
        x = batch.double()                               # our float64 working copy
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        mb = x.mean(dim=(0, 2, 3))
        x -= mb.view(1, -1, 1, 1)                        # centre it
        m2b = (x * x).sum(dim=(0, 2, 3))
        if n is None:
            n, mean, m2 = nb, mb, m2b
            continue
        delta = mb - mean
        total = n + nb
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta * delta * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
