# Mistake: "Pitfalls: looping over `model.children()`, which only sees the top level" — nested Linear layers (and a model that is itself a Linear) are not initialised
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.children():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
