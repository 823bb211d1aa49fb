# Mistake: "Subclasses of nn.Linear are nn.Linear layers too (isinstance)": type(m) is nn.Linear skips a subclass of nn.Linear, which keeps its default uniform initialisation (and the later layers then get different random draws too).
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if type(module) is nn.Linear:
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
