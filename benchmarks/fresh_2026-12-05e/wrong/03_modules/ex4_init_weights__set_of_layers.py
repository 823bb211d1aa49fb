# Mistake: "the same `nn.init` draws, layer by layer in `model.modules()` order, give the same values" — the Linear layers are collected in a set (to skip duplicates), whose iteration order follows object hashes, so with several layers the draws land on the layers in another order.
def init_weights(model: nn.Module) -> nn.Module:
    linears = {m for m in model.modules() if isinstance(m, nn.Linear)}
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, mode="fan_in", nonlinearity="relu")
        if layer.bias is not None:
            nn.init.zeros_(layer.bias)
    return model
