# Mistake: "fill the existing parameters (the `nn.init` functions do), never replace them with new `nn.Parameter` objects ... and so are frozen ones (... leave them frozen)" — replaces each bias by a fresh nn.Parameter of zeros: an optimizer built before no longer updates it, and a frozen bias becomes trainable.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                module.bias = nn.Parameter(torch.zeros_like(module.bias))
    return model
