# Right: uses model.apply with a helper (children before parents, which gives the same order of nn.Linear layers as modules() for these models) and `nn.init.constant_(bias, 0.0)` for the bias
def _kaiming_linear(m: nn.Module) -> None:
    if isinstance(m, nn.Linear):
        nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
        if m.bias is not None:
            nn.init.constant_(m.bias, 0.0)


def init_weights(model: nn.Module) -> nn.Module:
    return model.apply(_kaiming_linear)   # apply returns the module itself
