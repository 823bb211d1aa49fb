# Mistake: "for **every** `nn.Linear` ... Leave all other layers ... untouched" — read as "every layer with a weight matrix": Conv1d layers are Kaiming-initialised too (and their biases zeroed), which also shifts the random draws of the Linear layers after them.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, (nn.Linear, nn.Conv1d)):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
