# Right: no outer torch.where: log of a tensor that holds 1 wherever x <= 0 is already 0 there, and where's backward sends 0 to x at those places and 1/x elsewhere (inf where 1/x overflows).
def log_or_zero(x):
    return torch.log(torch.where(x > 0, x, 1.0))
