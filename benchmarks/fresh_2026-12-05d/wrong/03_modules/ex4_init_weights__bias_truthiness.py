# Mistake: "sets the bias to zero when the layer has one" — `if m.bias:` asks for the truth value of the bias tensor: it raises for any layer with more than one output, and skips a single-output bias that happens to be 0.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias:
                nn.init.zeros_(m.bias)
    return model
