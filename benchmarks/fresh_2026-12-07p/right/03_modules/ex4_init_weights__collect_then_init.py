# Right: first collects the Linear layers in modules() order into a list, then initialises them, relying on kaiming_normal_'s default mode (fan_in) and using nn.init.constant_(bias, 0.0).
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, nonlinearity="relu")
        if getattr(layer, "bias", None) is not None:
            nn.init.constant_(layer.bias, 0.0)
    return model
