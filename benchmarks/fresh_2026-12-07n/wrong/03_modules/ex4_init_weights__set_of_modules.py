# Mistake: "Visit the layers in `model.modules()` order ... compare your values with the reference's, number for number": iterating a `set` of the modules (to visit each only once) orders them by hash (their id), so with two or more nn.Linear layers the seeded draws land on the layers in an arbitrary order
def init_weights(model: nn.Module) -> nn.Module:
    linears = {m for m in model.modules() if isinstance(m, nn.Linear)}   # each layer once
    for m in linears:
        nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    return model
