# Right: the sigmoid's output (saved for its backward) is cloned *before* the in-place multiply, so the write lands in a fresh tensor and sigmoid's saved value stays intact; the other three harmless in-place operations stay as they were.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
