# Right: nn.init.kaiming_normal_ called with its defaults (mode="fan_in", nonlinearity="leaky_relu" with a=0, whose gain sqrt(2) is exactly relu's), and a list of the Linear layers built first from model.modules().
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight)
        if layer.bias is not None:
            nn.init.constant_(layer.bias, 0.0)
    return model
