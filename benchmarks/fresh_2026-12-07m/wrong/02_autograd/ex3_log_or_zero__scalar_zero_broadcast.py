# Mistake: "the result keeps the input's shape (size-1 dimensions and 0-d tensors included)": the zero is made with x.new_zeros(1), a (1,)-shaped tensor, so a 0-d x broadcasts to a result of shape (1,).
def log_or_zero(x):
    positive = x > 0
    zero = x.new_zeros(1)
    safe = torch.where(positive, x, zero + 1)
    return torch.where(positive, torch.log(safe), zero)
