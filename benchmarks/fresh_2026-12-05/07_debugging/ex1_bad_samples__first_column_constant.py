# Mistake: checks for "constant" along the second dimension only (x.amax(1) == x.amin(1), then .all over the rest): an image whose every column is constant but whose columns differ is flagged.
def bad_samples(x):
    not_finite = ~torch.isfinite(x.flatten(1)).all(1)
    constant = (x.amax(1) == x.amin(1))
    if constant.dim() > 1:
        constant = constant.flatten(1).all(1)
    return not_finite | constant
