# Mistake: "Accumulate per channel the count, the sum of x and the sum of x² in float64" — each batch is summed in its own dtype and only the batch's total is converted: a float16 batch around 1000 overflows to inf (sum of x² above 65504), and float32 batches around 1000 with a spread of 0.01 lose the spread inside the batch sum
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        s = b.sum(dim=(0, 2, 3)).double()
        sq = (b * b).sum(dim=(0, 2, 3)).double()
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.shape[0] * b.shape[2] * b.shape[3]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp(min=0)
    return mean, var.sqrt()
