# Right: walks named_modules() (the same order as modules()), collects the Linear layers first, then initialises them, using nn.init.constant_ for the bias
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for _, m in model.named_modules() if isinstance(m, nn.Linear)]
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, a=0, mode="fan_in", nonlinearity="relu")
        if layer.bias is not None:
            nn.init.constant_(layer.bias, 0.0)
    return model
