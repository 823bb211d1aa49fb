# Right: collects the Linear layers first with a comprehension over model.modules(), then initialises them, passing the arguments to kaiming_normal_ by keyword in another order.
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    for layer in linears:
        nn.init.kaiming_normal_(layer.weight, nonlinearity="relu", mode="fan_in")
        if layer.bias is not None:
            nn.init.constant_(layer.bias, 0.0)
    return model
