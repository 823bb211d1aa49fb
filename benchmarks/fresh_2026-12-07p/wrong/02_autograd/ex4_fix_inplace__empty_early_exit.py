# Mistake: "a batch of zero in the 2-D shape, a sequence of length zero in the 3-D one" with "every parameter ... gets the gradient of the formula above" and "compared with the reference: the output, and the gradient ... that reaches every parameter": an empty input is returned as it is, so the output is the caller's own tensor, not connected to the parameters (their gradients stay None instead of zeros, and requires_grad differs).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.numel() == 0:
            return x                               # nothing to compute
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
